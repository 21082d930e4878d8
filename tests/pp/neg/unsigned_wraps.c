// expect: 6:21: error: the loop over 'u' can step past the range of its type 'unsigned int' and wrap around: its condition must end it first
void f(unsigned n, double A[n])
{
    unsigned u;
#pragma bbmm
    for (u = n - 1; u != 7; u--)
        A[u] = A[u] + 1.0;
}
