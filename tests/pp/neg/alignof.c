// expect: 7:16: error: '_Alignof' is not supported in a region
void f(int n, unsigned long B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = _Alignof(double);
}
