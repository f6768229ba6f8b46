/// A type of sample, measured over a time interval.
public class HKSampleType: HKObjectType, @unchecked Sendable {}
