// expect: 8:9: error: unsupported statement: a call of 'g' as a statement (only assignments are allowed)
void g(double x);
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        g(A[i]);
}
