// expect: 11:23: error: 'sizeof' of a call of 'twice' is not supported in a region (only of math functions)
static double twice(double x)
{
    return 2.0 * x;
}
void f(int n, double A[n], unsigned long B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = sizeof(twice(A[i]));
}
