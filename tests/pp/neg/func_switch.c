// expect: 4:5: error: unsupported statement 'switch' in function 'pick' (functions called in a kernel may use loops, if, return and expressions)
static double pick(int k, double a, double b)
{
    switch (k) {
    case 0:
        return a;
    default:
        return b;
    }
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = pick(i % 2, A[i], 0.0);
}
