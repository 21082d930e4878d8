// expect: 5:1: error: '#pragma bbmm' must be followed by a for loop or a block holding loops, not 'A'
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    A[0] = 1.0;
    for (i = 0; i < n; i++)
        A[i] = 0.0;
}
