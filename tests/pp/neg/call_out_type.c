// expect: 12:21: error: argument 2 of 'halve' points to 'double', but 'c' has type 'float'
static void halve(double x, double *h)
{
    *h = 0.5 * x;
}
void f(int n, double A[n], float B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        float c;
        halve(A[i], &c);
        B[i] = c;
    }
}
