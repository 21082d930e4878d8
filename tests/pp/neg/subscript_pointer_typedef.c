// expect: 8:16: error: subscripted value 'x' is declared with a typedef of a pointer type, which bbmm-pp does not see through: write the '*' in its declaration
typedef double *dp;
void f(int n, dp x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = x[i] * 2;
}
