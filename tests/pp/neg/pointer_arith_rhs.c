// expect: 7:16: error: pointer arithmetic on array 'A' is not supported: use subscripts
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = *(A + i);
}
