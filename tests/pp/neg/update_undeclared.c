// expect: 6:26: error: 'B' is not declared here
void step(int n, double A[n]);
void f(int n, double A[n])
{
    step(n, A);
#pragma bbmm update host(B)
}
