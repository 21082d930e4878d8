// expect: i=band
void f(int n, double A[n + 1])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        if (i % 2 == 0)
            A[i] = A[i + 1];
}
