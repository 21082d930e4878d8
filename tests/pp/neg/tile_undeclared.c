// expect: 5:19: error: 'abc' is not declared here (the tile size must be an integer expression of the code around the pragma)
void f(int n, double A[n])
{
    int i;
#pragma bbmm tile(abc)
    for (i = 0; i < n; i++)
        A[i] = 1.0;
}
