// expect: 6:26: error: expected an array name before ')'
void step(int n, double A[n]);
void f(int n, double A[n])
{
    step(n, A);
#pragma bbmm update host()
}
