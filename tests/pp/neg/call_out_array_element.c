// expect: 11:21: error: argument 2 of 'halve' must be '&x' for a scalar x declared inside the region, not the address of an array element
static void halve(double x, double *h)
{
    *h = 0.5 * x;
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        halve(A[i], &B[i]);
}
