// expect: 7:23: error: integer constant '99999999999999999999999' is too large for any integer type
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] + 99999999999999999999999;
}
