// expect: 12:22: error: argument 1 of 'twice' is a value, not a pointer
static double twice(double x)
{
    return 2.0 * x;
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double c = A[i];
        B[i] = twice(&c);
    }
}
