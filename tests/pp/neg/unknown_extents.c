// expect: 7:9: error: extents of array 'A' are unknown: declare it with sizes or add array(A[N0]) to the pragma
void f(int n, double *A)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = 0.0;
}
