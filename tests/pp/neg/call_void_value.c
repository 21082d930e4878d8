// expect: 12:16: error: 'halve' returns no value: call it as a statement ('halve(...);')
static void halve(double x, double *h)
{
    *h = 0.5 * x;
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double c;
        B[i] = halve(A[i], &c);
    }
}
