// expect: 4:5: error: static variable in function 'counted': functions called in a kernel cannot keep state
static double counted(double x)
{
    static int calls = 0;
    calls++;
    return x;
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = counted(A[i]);
}
