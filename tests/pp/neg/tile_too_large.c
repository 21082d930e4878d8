// expect: 5:19: error: integer constant '99999999999999999999' is too large (more than 9223372036854775807)
void f(int n, double A[n])
{
    int i;
#pragma bbmm tile(99999999999999999999)
    for (i = 0; i < n; i++)
        A[i] = 1.0;
}
