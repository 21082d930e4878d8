// expect: 2:28: error: parameter 'v' of function 'first' is an array: functions called in a kernel take scalars or pointers to scalars
static double first(double v[2])
{
    return v[0];
}
void f(int n, double A[n][2], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = first(A[i]);
}
