// expect: 9:29: error: recursive call of 'even' (even -> odd -> even): recursion cannot run in a kernel
static double odd(double x);
static double even(double x)
{
    return x <= 0.0 ? 1.0 : odd(x - 1.0);
}
static double odd(double x)
{
    return x <= 0.0 ? 0.0 : even(x - 1.0);
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = even(A[i]);
}
