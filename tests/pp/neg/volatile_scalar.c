// expect: 9:9: error: 'flag' is volatile or _Atomic: each of its accesses is a side effect that a region, which reads it once and writes its last value, would not keep; use a plain copy in the region
volatile int flag;
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        A[i] = A[i] * 2.0;
        flag = i;
    }
}
