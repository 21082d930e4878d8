// expect: 2:15: error: function 'clamp' has the name of an OpenCL C built-in: rename it to call it in a kernel
static double clamp(double x, double lo, double hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = clamp(A[i], 0.0, 1.0);
}
