// expect: 7:9: error: unsupported statement 'while' in a region
void f(int n, double A[n])
{
    int i = 0;
#pragma bbmm
    {
        while (i < n)
            A[i] = 0.0;
    }
}
