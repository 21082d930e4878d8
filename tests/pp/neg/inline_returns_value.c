// expect: 12:18: error: 'sum5' takes an array and returns a value: call a function that passes arrays as a statement, its results written through them
static double sum5(double r[5])
{
    return r[0] + r[1] + r[2] + r[3] + r[4];
}
void f(int n, double A[n][5], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double s;
        s = 0.0; sum5(A[i]);
        B[i] = s;
    }
}
