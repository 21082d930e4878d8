// expect: 5:22: error: the extent of array 'A' is 0: it must be positive
void f(int n, double A[n])
{
    int i;
#pragma bbmm array(A[0])
    for (i = 0; i < n; i++)
        A[i] = 1.0;
}
