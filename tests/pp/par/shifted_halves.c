// expect: i=band
/* reads the upper half, writes the lower half */
void f(int n, double A[2 * n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i + n];
}
