// expect: 7:21: error: the comma operator is not supported inside an expression in a region; a comma expression is accepted as a whole statement ('a = x, b = y;', '(a = x, b = y);'), whose operands run in order
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = (A[i], 2.0 * A[i]);
}
