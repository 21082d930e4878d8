// expect: i=kernel
/* looks parallel, but reads elements that later iterations overwrite */
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[n - 1 - i];
}
