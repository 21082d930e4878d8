// expect: i=kernel
/* runs downwards: A[i - 1] is read before iteration i - 1 writes it */
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = n - 1; i >= 1; i--)
        A[i] = A[i - 1];
}
