// expect: 10:13: error: 'break' inside a bbmm data scope would leave it without writing its arrays back
void step(int n, double A[n]);
void f(int n, double A[n])
{
    int t;
    for (t = 0; t < 10; t++) {
#pragma bbmm data
        {
            step(n, A);
            break;
        }
    }
}
