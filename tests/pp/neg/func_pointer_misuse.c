// expect: 5:5: error: pointer parameter 'hi' of 'split' can only be used as '*hi'
static void split(double x, double *lo, double *hi)
{
    *lo = 0.5 * x;
    hi[0] = 0.5 * x;
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double a, b;
        split(A[i], &a, &b);
        B[i] = a + b;
    }
}
