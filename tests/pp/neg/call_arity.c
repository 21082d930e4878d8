// expect: 11:16: error: 'avg' takes 2 arguments but is called with 1
static double avg(double a, double b)
{
    return 0.5 * (a + b);
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = avg(A[i]);
}
