// expect: 12:21: error: argument 2 of 'halve' must be '&x' for a scalar x declared inside the region: 'c' is declared outside the region
static void halve(double x, double *h)
{
    *h = 0.5 * x;
}
void f(int n, double A[n], double B[n])
{
    int i;
    double c;
#pragma bbmm
    for (i = 0; i < n; i++) {
        halve(A[i], &c);
        B[i] = c;
    }
}
