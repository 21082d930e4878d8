// expect: 6:21: error: 'x' has type 'double': bounds, subscripts and conditions need integer values
void f(int n, double x, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < x; i++)
        A[i] = 0.0;
}
