// expect: 8:9: error: cannot call 'g' in a kernel: it is neither a math function nor a function defined earlier in this file
void g(double x);
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        g(A[i]);
}
