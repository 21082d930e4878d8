// expect: 4:12: error: array 't' declared in function 'sum2': functions called in a kernel may only declare scalars
static double sum2(double a, double b)
{
    double t[2];
    t[0] = a;
    t[1] = b;
    return t[0] + t[1];
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = sum2(A[i], 1.0);
}
