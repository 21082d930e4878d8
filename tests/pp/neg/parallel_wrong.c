// expect: 5:23: error: loop 'i' is not parallel, as parallel(i) claims: it carries a flow dependence from S0 (writes A[i]) to S0 (reads A[i - 1])
void f(int n, double A[n])
{
    int i;
#pragma bbmm parallel(i)
    for (i = 1; i < n; i++)
        A[i] = A[i - 1] + 1.0;
}
