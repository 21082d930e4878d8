// expect: 8:25: error: 'return' inside a bbmm data scope would leave it without writing its arrays back
void step(int n, double A[n]);
void f(int n, double A[n])
{
    int t;
#pragma bbmm data
    for (t = 0; t < 10; t++) {
        if (A[0] > 1.0) return;
        step(n, A);
    }
}
