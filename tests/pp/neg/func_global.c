// expect: 5:12: error: function 'scaled' uses the global variable 'scale': functions called in a kernel may only use their parameters and local scalars
static double scale = 2.0;
static double scaled(double x)
{
    return scale * x;
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = scaled(A[i]);
}
