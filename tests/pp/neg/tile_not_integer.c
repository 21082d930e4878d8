// expect: 5:19: error: the tile size must be an integer, not '0.5'
void f(int n, double A[n])
{
    int i;
#pragma bbmm tile(0.5)
    for (i = 0; i < n; i++)
        A[i] = 1.0;
}
