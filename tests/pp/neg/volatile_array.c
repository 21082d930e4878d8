// expect: 8:16: error: array 'v' is volatile or _Atomic: each access to its elements is a side effect that device copies would not keep; use a plain array in the region
typedef volatile double vdouble;
void f(int n, double A[n], vdouble v[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = v[i] * 2.0;
}
