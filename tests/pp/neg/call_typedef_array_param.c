// expect: 5:25: error: type 'vec5' of a parameter is an array type: functions called in a kernel use scalars
/* A function called in an expression is a kernel function: its parameter
 * of a typedef'd array type is refused as an array, as 'double a[5]' is */
typedef double vec5[5];
static double sum(const vec5 a)
{
    return a[0] + a[4];
}
void f(int n, double A[n][5], double u[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        u[i] = sum(A[i]);
}
