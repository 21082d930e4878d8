// expect: 5:22: error: the extent of array 'A' is -5: it must be positive
void f(int n, double A[n])
{
    int i;
#pragma bbmm array(A[-5])
    for (i = 0; i < n; i++)
        A[i] = 1.0;
}
