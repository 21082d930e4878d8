// expect: 7:20: error: unsupported statement 'return' in a region
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i > 3) return;
        A[i] = 0.0;
    }
}
