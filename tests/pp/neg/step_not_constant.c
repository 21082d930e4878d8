// expect: 6:29: error: the loop step of 'i' must be a nonzero integer constant
void f(int n, int s, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i += s)
        A[i] = 0.0;
}
