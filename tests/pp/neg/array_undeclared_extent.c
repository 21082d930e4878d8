// expect: 5:22: error: 'm' is not declared here (the extent of array 'A' must be an integer expression of the code around the pragma)
void f(int n, double A[n])
{
    int i;
#pragma bbmm array(A[m])
    for (i = 0; i < n; i++)
        A[i] = 1.0;
}
