// expect: 4:33: error: recursive call of 'fact' (fact -> fact): recursion cannot run in a kernel
static double fact(double x)
{
    return x <= 1.0 ? 1.0 : x * fact(x - 1.0);
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = fact(A[i]);
}
