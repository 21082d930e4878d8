// expect: 2:31: error: function 'first' is variadic: functions called in a kernel take a fixed list of parameters
static double first(double x, ...)
{
    return x;
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = first(A[i], 1.0);
}
