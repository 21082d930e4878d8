// expect: 4:17: error: array parameter 'r' of 'shift' used without subscripts
static void shift(double *r, double *s)
{
    double *t = r + 1;
    s[0] = t[0];
}
void f(int n, double A[n][5], double B[n][5])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        shift(A[i], B[i]);
}
