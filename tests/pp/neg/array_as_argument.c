// expect: 8:18: error: array 'A' used without subscripts: pointer arithmetic on arrays is not supported
double g(double *x);
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = g(A);
}
