// expect: 12:21: error: argument 2 of 'halve' is a pointer: pass '&x' for a scalar x declared inside the region
static void halve(double x, double *h)
{
    *h = 0.5 * x;
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double c = 0.0;
        halve(A[i], c);
        B[i] = c;
    }
}
